import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MissingItemDto } from '@fleetcare/shared';
import { translateMessage } from '../../../lib/error-text.ts';
import { registrationStepPath } from '../paths.ts';

/** What is still missing, each item a link to the step that asks for it. */
export function MissingList({ items }: { items: readonly MissingItemDto[] }) {
  const { t } = useTranslation('technicians');
  return (
    <ul className="divide-y divide-amber-200 overflow-hidden rounded-xl border border-amber-200 bg-amber-50">
      {items.map((item) => (
        <li key={`${item.step}.${item.field}`}>
          <Link
            to={registrationStepPath(item.step)}
            className="flex min-h-11 items-center gap-3 px-3 py-2 text-sm text-amber-950 hover:bg-amber-100"
            data-testid="missing-item"
          >
            <span className="min-w-0 flex-1">
              <span className="font-semibold">{t(`steps.${item.step}.short`)}:</span>{' '}
              {translateMessage(t, item.message)}
            </span>
            <ChevronRight className="size-4 shrink-0" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
