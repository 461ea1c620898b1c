import { FileDown, FileUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useExportFleetCsv } from '../api/csv.ts';
import { errorText } from '../../../lib/error-text.ts';
import { NEW_VEHICLE_PATH } from '../paths.ts';
import { CsvImportDialog } from './csv-import-dialog.tsx';

/** The list's actions: add a vehicle, import from CSV, export to CSV (for businesses and customers alike). */
export function FleetActions() {
  const { t } = useTranslation(['vehicles', 'errors']);
  const [importing, setImporting] = useState(false);
  const exportCsv = useExportFleetCsv();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Link to={NEW_VEHICLE_PATH} className={buttonClass('primary', 'md', 'grow sm:grow-0')}>
          <Plus className="size-4" aria-hidden />
          {t('list.add')}
        </Link>
        <Button variant="secondary" className="grow sm:grow-0" onClick={() => setImporting(true)}>
          <FileUp className="size-4" aria-hidden />
          {t('csv.import')}
        </Button>
        <Button
          variant="secondary"
          className="grow sm:grow-0"
          disabled={exportCsv.isPending}
          aria-busy={exportCsv.isPending}
          onClick={() => exportCsv.mutate(undefined, { onSuccess: () => showToast(t('csv.exported')) })}
        >
          {exportCsv.isPending ? <Spinner /> : <FileDown className="size-4" aria-hidden />}
          {exportCsv.isPending ? t('csv.exporting') : t('csv.export')}
        </Button>
      </div>
      {exportCsv.error && <Alert tone="error">{errorText(t, exportCsv.error)}</Alert>}
      <CsvImportDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
