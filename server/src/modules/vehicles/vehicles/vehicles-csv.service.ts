import * as yup from 'yup';
import {
  createVehicleSchema,
  englishMessage,
  formatPlate,
  isValidationKey,
  lagosToday,
  v,
  VEHICLE_LIMITS,
  vehicleFieldNames,
  type CreateVehicleInput,
  type CsvImportResultDto,
  type CsvImportRowError,
  type MessageValues,
  type VehicleFieldName,
} from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { CsvParseError, formatCsv, isBlankRecord, parseCsv, uncsvCell, type CsvRecord } from './csv.ts';
import type { VehicleRow } from './vehicle-access.ts';
import { recordVehicleEvents } from './vehicle-events.repository.ts';
import {
  activeIdentifiersOf,
  insertVehicles,
  listOwnVehicles,
  PLATE_UNIQUE,
  VIN_UNIQUE,
  violatedUniqueIndex,
} from './vehicles.repository.ts';
import { newVehicleValues } from './vehicles.service.ts';

/** An import takes a file of at most 1 MB (about 5,000 rows: more than the row limit). */
export const CSV_IMPORT_MAX_BYTES = 1024 * 1024;

/** The columns of the template, the export and the import, in this order. */
export const csvColumns: readonly VehicleFieldName[] = vehicleFieldNames;

const requiredColumns: readonly VehicleFieldName[] = ['plateNumber', 'category', 'brand', 'model', 'year', 'fuel'];

const exampleRow: Record<VehicleFieldName, string | number> = {
  plateNumber: 'LAG123XY',
  vin: 'JTDBR32E720012345',
  category: 'car',
  brand: 'Toyota',
  model: 'Corolla',
  year: 2019,
  colour: 'Silver',
  fuel: 'petrol',
  transmission: 'automatic',
  engine: '1.8 L 2ZR-FE',
  purchaseDate: '2021-03-15',
  notes: 'Bought in Ikeja, serviced every 5,000 km',
};

/** A file name with the day it was made ("fleetcare-vehicles-2026-11-22.csv"). */
export function csvFileName(kind: 'template' | 'export', now: Date): string {
  return kind === 'template' ? 'fleetcare-vehicles-template.csv' : `fleetcare-vehicles-${lagosToday(now)}.csv`;
}

/** The import template: the header row and one example row. */
export function vehiclesCsvTemplate(): string {
  return formatCsv([[...csvColumns], csvColumns.map((column) => exampleRow[column])]);
}

/** The caller's own vehicles (not archived) with every column of the template, so an export imports back. */
export async function exportVehiclesCsv(deps: Pick<AppDeps, 'db'>, userId: string): Promise<string> {
  const rows = await listOwnVehicles(deps.db, userId);
  return formatCsv([[...csvColumns], ...rows.map((row) => csvColumns.map((column) => valueOf(row, column)))]);
}

function valueOf(row: VehicleRow, column: VehicleFieldName): string | number | null {
  return row[column];
}

type ImportError = CsvImportRowError;

/** A row error in English with its message key (and the key's values), so clients can show it in their language. */
function rowError(row: number, field: string, key: string, values?: MessageValues): ImportError {
  return {
    row,
    field,
    message: englishMessage(key, values),
    messageKey: key,
    ...(values ? { messageValues: values } : {}),
  };
}

const fileProblem = (message: string) => new AppError('VALIDATION_FAILED', { message, fieldErrors: { file: message } });

/** Header cell → column, case-insensitively; errors for unknown, repeated and missing columns. */
function readHeader(header: CsvRecord, row: number): { columns: (VehicleFieldName | null)[]; errors: ImportError[] } {
  const byName = new Map(csvColumns.map((column) => [column.toLowerCase(), column]));
  const errors: ImportError[] = [];
  const seen = new Set<VehicleFieldName>();
  const columns = header.cells.map((cell) => {
    const name = cell.trim();
    if (name === '') return null;
    const column = byName.get(name.toLowerCase());
    if (!column) {
      errors.push(rowError(row, name, v.csvColumnUnknown, { column: name }));
      return null;
    }
    if (seen.has(column)) errors.push(rowError(row, column, v.csvColumnRepeated, { column }));
    seen.add(column);
    return column;
  });
  for (const column of requiredColumns) {
    if (!seen.has(column)) errors.push(rowError(row, column, v.csvColumnMissing, { column }));
  }
  return { columns, errors };
}

async function validateRow(
  values: Record<string, string>,
  today: string,
  row: number,
): Promise<{ input?: CreateVehicleInput; errors: ImportError[] }> {
  try {
    const input = await createVehicleSchema.validate(values, {
      abortEarly: false,
      stripUnknown: true,
      context: { today },
    });
    return { input, errors: [] };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    const byField = new Map<string, string>();
    for (const problem of inner) {
      const field = problem.path ?? '_';
      if (!byField.has(field)) byField.set(field, problem.message);
    }
    return {
      errors: [...byField].map(([field, message]) =>
        // The schemas' messages are keys; one that is not (yup's own) goes as English text alone.
        isValidationKey(message) ? rowError(row, field, message) : { row, field, message },
      ),
    };
  }
}

/**
 * Imports vehicles from CSV for the caller. Every row is checked with the same schema as the form, and for plates
 * and VINs repeated in the file or already in the caller's fleet. Nothing is saved with dryRun or when any row has
 * a problem (every problem comes back, row by row); otherwise all rows are saved in one transaction.
 * Row numbers are the spreadsheet's: the header is row 1.
 */
export async function importVehiclesCsv(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  text: string,
  options: { dryRun: boolean },
): Promise<CsvImportResultDto> {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvParseError) throw fileProblem(`The file is not valid CSV. ${error.message}`);
    throw error;
  }
  const headerIndex = records.findIndex((record) => !isBlankRecord(record));
  const header = records[headerIndex];
  if (!header) throw fileProblem('The file is empty: start from the template.');
  const dataRows = records
    .map((record, index) => ({ record, row: index + 1 }))
    .slice(headerIndex + 1)
    .filter(({ record }) => !isBlankRecord(record));
  if (dataRows.length === 0) throw fileProblem('The file has no vehicles under its header row.');
  if (dataRows.length > VEHICLE_LIMITS.importRowsMax) {
    throw fileProblem(
      `The file has ${dataRows.length} vehicles; import at most ${VEHICLE_LIMITS.importRowsMax} at once (split the file).`,
    );
  }
  const { columns, errors } = readHeader(header, headerIndex + 1);
  if (errors.length > 0) return { saved: false, rows: dataRows.length, created: 0, errors };

  const today = lagosToday(deps.now());
  const existing = await activeIdentifiersOf(deps.db, userId);
  const platesInFile = new Map<string, number>();
  const vinsInFile = new Map<string, number>();
  const inputs: CreateVehicleInput[] = [];
  for (const { record, row } of dataRows) {
    if (record.cells.length > columns.length && record.cells.slice(columns.length).some((cell) => cell.trim())) {
      errors.push(rowError(row, '_', v.csvTooManyCells));
      continue;
    }
    const values: Record<string, string> = {};
    columns.forEach((column, index) => {
      const cell = record.cells[index];
      if (column && cell !== undefined && cell.trim() !== '') values[column] = uncsvCell(cell);
    });
    const result = await validateRow(values, today, row);
    errors.push(...result.errors);
    const input = result.input;
    if (!input) continue;
    const plateRow = platesInFile.get(input.plateNumber);
    if (plateRow !== undefined) {
      errors.push(
        rowError(row, 'plateNumber', v.csvPlateRepeated, {
          plateNumber: formatPlate(input.plateNumber),
          row: plateRow,
        }),
      );
    } else if (existing.plates.has(input.plateNumber)) {
      errors.push(rowError(row, 'plateNumber', v.plateNumberTaken));
    }
    platesInFile.set(input.plateNumber, plateRow ?? row);
    if (input.vin) {
      const vinRow = vinsInFile.get(input.vin);
      if (vinRow !== undefined) {
        errors.push(rowError(row, 'vin', v.csvVinRepeated, { vin: input.vin, row: vinRow }));
      } else if (existing.vins.has(input.vin)) {
        errors.push(rowError(row, 'vin', v.vinTaken));
      }
      vinsInFile.set(input.vin, vinRow ?? row);
    }
    inputs.push(input);
  }
  if (errors.length > 0 || options.dryRun) return { saved: false, rows: dataRows.length, created: 0, errors };

  const at = deps.now();
  try {
    const created = await deps.db.transaction(async (db) => {
      const rows = await insertVehicles(
        db,
        inputs.map((input) => newVehicleValues(userId, input, at)),
      );
      await recordVehicleEvents(
        db,
        rows.map((row) => ({
          vehicleId: row.id,
          actorId: userId,
          type: 'created',
          detail: { plateNumber: row.plateNumber, source: 'csv' },
          at,
        })),
      );
      return rows.length;
    });
    return { saved: true, rows: dataRows.length, created, errors: [] };
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === PLATE_UNIQUE || index === VIN_UNIQUE) {
      throw new AppError('CONFLICT', {
        message:
          'A vehicle of this file was added to your fleet meanwhile. Nothing was imported: check the file again.',
      });
    }
    throw error;
  }
}
