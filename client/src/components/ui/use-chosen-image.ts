import { useEffect, useState, type ChangeEvent } from 'react';

export interface ChosenImage {
  file: File;
  preview: string;
}

/**
 * A picture picked in a file input, shown from an object URL that is freed when it is replaced and when the
 * component closes. `problemOf` says in words why a file cannot be taken (checked before anything is sent);
 * `onPick` runs on every pick, before the file is looked at (to clear the last upload's error).
 */
export function useChosenImage(problemOf: (file: File) => string | null, onPick: () => void) {
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.preview);
  }, [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    onPick();
    if (!file) return;
    const reason = problemOf(file);
    setProblem(reason);
    setChosen(reason ? null : { file, preview: URL.createObjectURL(file) });
  };

  return { chosen, problem, choose, clear: () => setChosen(null) };
}
