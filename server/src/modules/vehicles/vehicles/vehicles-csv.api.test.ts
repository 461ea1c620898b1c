import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlate, type CsvImportResultDto } from '@fleetcare/shared';
import { routineCheckSchedules, vehicleEvents, vehicles } from '../../../db/schema/index.ts';
import { randomIp, signUpAndSignIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { parseCsv } from './csv.ts';
import { createVehicle, shareVehicle, uniquePlate, type TestAgent } from './vehicles.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const template = '/api/vehicles/get-vehicles-csv-template';
const exportPath = '/api/vehicles/export-vehicles-csv';
const importPath = '/api/vehicles/import-vehicles-csv';

const header = 'plateNumber,vin,category,brand,model,year,colour,fuel,transmission,engine,purchaseDate,notes';

async function ownVehicles(userId: string) {
  return t.database.db.select().from(vehicles).where(eq(vehicles.ownerId, userId));
}

function postCsv(agent: TestAgent, text: string, query: Record<string, string> = {}) {
  return agent.post(importPath).query(query).set('Content-Type', 'text/csv').send(text);
}

/** Reads a text/csv answer as text (supertest leaves unknown types unparsed). */
function asText(res: request.Response): string {
  return typeof res.text === 'string' ? res.text : String(res.body);
}

describe('get-vehicles-csv-template', () => {
  it('is a CSV attachment with the header row and one example row that imports cleanly', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent.get(template).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=fleetcare-vehicles-template.csv');
    const records = parseCsv(asText(res));
    expect(records.map((record) => record.cells.join(','))[0]).toBe(header);
    expect(records).toHaveLength(2);
    expect(records[1]?.cells.slice(0, 6)).toEqual([
      'LAG123XY',
      'JTDBR32E720012345',
      'car',
      'Toyota',
      'Corolla',
      '2019',
    ]);
    const check = await postCsv(agent, asText(res), { dryRun: 'true' }).expect(200);
    expect(check.body.data).toEqual({ saved: false, rows: 1, created: 0, errors: [] });
    await request(t.app).get(template).expect(401);
  });
});

describe('export-vehicles-csv', () => {
  it('holds the caller’s own vehicles (not shared, not deleted) with every template column, quoted and formula-safe', async () => {
    const owner = await signUpAndSignIn(t);
    const friend = await signUpAndSignIn(t);
    const kept = await createVehicle(owner.agent, {
      vin: 'JTDBR32E720012399',
      colour: 'Silver, metallic',
      notes: '=HYPERLINK("http://evil.example","click")',
      purchaseDate: '2021-03-15',
      transmission: 'manual',
    });
    const deleted = await createVehicle(owner.agent);
    await owner.agent.delete(`/api/vehicles/delete-vehicle/${deleted._id}`).expect(200);
    const theirs = await createVehicle(friend.agent);
    await shareVehicle(friend.agent, theirs._id, owner.user.email, 'edit');

    const res = await owner.agent.get(exportPath).expect(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=fleetcare-vehicles-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const text = asText(res);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    const records = parseCsv(text);
    expect(records).toHaveLength(2);
    expect(records[1]?.cells).toEqual([
      kept.plateNumber,
      'JTDBR32E720012399',
      'car',
      'Toyota',
      'Corolla',
      '2019',
      'Silver, metallic',
      'petrol',
      'manual',
      '',
      '2021-03-15',
      `'=HYPERLINK("http://evil.example","click")`,
    ]);
    expect(text).not.toContain(theirs.plateNumber);
    expect(text).not.toContain(deleted.plateNumber);

    // An export imports back into another account as it was (the formula guard is undone).
    const other = await signUpAndSignIn(t);
    await postCsv(other.agent, text).expect(201);
    const [copy] = await ownVehicles(other.user._id);
    expect(copy).toMatchObject({ notes: '=HYPERLINK("http://evil.example","click")', colour: 'Silver, metallic' });
  });
});

describe('import-vehicles-csv', () => {
  const rows = (...lines: string[]) => [header, ...lines].join('\r\n');

  it('when every row is valid and dryRun is set, then nothing is saved; without it all rows are saved at once', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const [p1, p2, p3] = [uniquePlate(), uniquePlate(), uniquePlate()];
    const csv = rows(
      `${p1},,car,Toyota,Camry,2012,,petrol,,,,`,
      `${p2},1HGCM82633A004352,car,Honda,Accord,2003,Black,petrol,automatic,2.4 L,2019-05-01,"Fleet car, Abuja"`,
      `${p3},,tricycle,Bajaj,RE,2020,Yellow,petrol,manual,,,`,
    );
    const dry = await postCsv(agent, csv, { dryRun: 'true' }).expect(200);
    expect(dry.body.data).toEqual({ saved: false, rows: 3, created: 0, errors: [] });
    expect(dry.body.message).toBe('Every row is ready to import.');
    expect(await ownVehicles(user._id)).toHaveLength(0);

    const res = await postCsv(agent, csv).expect(201);
    expect(res.body.data).toEqual({ saved: true, rows: 3, created: 3, errors: [] });
    expect(res.body.message).toBe('3 vehicles imported.');
    const saved = await ownVehicles(user._id);
    expect(saved.map((row) => row.plateNumber).sort()).toEqual([p1, p2, p3].sort());
    expect(saved.find((row) => row.plateNumber === p2)).toMatchObject({
      vin: '1HGCM82633A004352',
      notes: 'Fleet car, Abuja',
      purchaseDate: '2019-05-01',
    });
    for (const row of saved) {
      const events = await t.database.db.select().from(vehicleEvents).where(eq(vehicleEvents.vehicleId, row.id));
      expect(events).toEqual([
        expect.objectContaining({ type: 'created', detail: expect.objectContaining({ source: 'csv' }) }),
      ]);
    }
  });

  it('when vehicles are imported, then no routine check is taken as done: the file carries none, so none is scheduled', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const plate = uniquePlate();
    await postCsv(agent, rows(`${plate},,car,Toyota,Corolla,2002,,petrol,,,,`)).expect(201);
    const [vehicle] = await ownVehicles(user._id);
    expect(vehicle).toMatchObject({ plateNumber: plate, dueState: 'none', nextDueAt: null });
    const schedules = await t.database.db
      .select()
      .from(routineCheckSchedules)
      .where(eq(routineCheckSchedules.vehicleId, vehicle?.id ?? ''));
    expect(schedules).toEqual([]);
  });

  it('when one row of three is bad, then nothing is saved and that row’s problems come back by spreadsheet row', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const csv = rows(
      `${uniquePlate()},,car,Toyota,Camry,2012,,petrol,,,,`,
      `${uniquePlate()},1HGCM82634A004352,boat,Honda,,1890,,petrol,,,,`,
      `${uniquePlate()},,van,Toyota,Hiace,2016,,diesel,,,,`,
    );
    const res = await postCsv(agent, csv).expect(200);
    const result = res.body.data as CsvImportResultDto;
    expect(result).toMatchObject({ saved: false, rows: 3, created: 0 });
    expect(result.errors).toEqual([
      {
        row: 3,
        field: 'vin',
        message: expect.stringMatching(/check digit/),
        messageKey: 'validation:vinCheckDigit',
      },
      {
        row: 3,
        field: 'category',
        message: 'Choose the kind of vehicle.',
        messageKey: 'validation:vehicleCategoryInvalid',
      },
      { row: 3, field: 'model', message: 'Enter the model.', messageKey: 'validation:modelRequired' },
      {
        row: 3,
        field: 'year',
        message: 'Enter a year from 1950 to next year.',
        messageKey: 'validation:vehicleYearInvalid',
      },
    ]);
    expect(res.body.message).toBe('Nothing was imported: fix the rows listed and try again.');
    expect(await ownVehicles(user._id)).toHaveLength(0);
  });

  it('when plates or VINs repeat inside the file or match the fleet, then each repeat is reported', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const existing = await createVehicle(agent, { vin: 'JTDBR32E720055555' });
    const repeated = uniquePlate();
    const csv = rows(
      `${repeated},WVWZZZ1JZXW000001,car,VW,Golf,1999,,petrol,,,,`,
      `${repeated.toLowerCase()},WVWZZZ1JZXW000001,car,VW,Golf,1999,,petrol,,,,`,
      `${existing.plateNumber},,car,Kia,Rio,2014,,petrol,,,,`,
      `${uniquePlate()},JTDBR32E720055555,car,Toyota,Yaris,2010,,petrol,,,,`,
    );
    const res = await postCsv(agent, csv).expect(200);
    expect(res.body.data.errors).toEqual([
      {
        row: 3,
        field: 'plateNumber',
        message: `The plate number ${formatPlate(repeated)} is also on row 2.`,
        messageKey: 'validation:csvPlateRepeated',
        messageValues: { plateNumber: formatPlate(repeated), row: 2 },
      },
      {
        row: 3,
        field: 'vin',
        message: 'The VIN WVWZZZ1JZXW000001 is also on row 2.',
        messageKey: 'validation:csvVinRepeated',
        messageValues: { vin: 'WVWZZZ1JZXW000001', row: 2 },
      },
      {
        row: 4,
        field: 'plateNumber',
        message: 'You already have a vehicle with this plate number.',
        messageKey: 'validation:plateNumberTaken',
      },
      {
        row: 5,
        field: 'vin',
        message: 'You already have a vehicle with this VIN.',
        messageKey: 'validation:vinTaken',
      },
    ]);
    expect(await ownVehicles(user._id)).toHaveLength(1);
  });

  it('reads a multipart file, header names in any case, quoted line breaks, a BOM and blank lines', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const plate = uniquePlate();
    const csv = `\uFEFFPLATENUMBER,Category,BRAND,model,Year,fuel,Notes\r\n\r\n${plate},bus,Toyota,Coaster,2018,diesel,"Two\r\nlines"\r\n,,,,,,\r\n`;
    const res = await agent.post(importPath).attach('file', Buffer.from(csv), 'fleet.csv').expect(201);
    expect(res.body.data).toEqual({ saved: true, rows: 1, created: 1, errors: [] });
    const [row] = await ownVehicles(user._id);
    expect(row).toMatchObject({ plateNumber: plate, category: 'bus', notes: 'Two\r\nlines', vin: null });
  });

  it('when the header has unknown, repeated or missing columns, then it is reported on its row and nothing is saved', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await postCsv(agent, `plate,brand,brand,model,year\r\nX1,Kia,Kia,Rio,2014\r\n`).expect(200);
    expect(res.body.data.errors).toEqual([
      {
        row: 1,
        field: 'plate',
        message: 'Unknown column "plate": use the template\'s column names.',
        messageKey: 'validation:csvColumnUnknown',
        messageValues: { column: 'plate' },
      },
      {
        row: 1,
        field: 'brand',
        message: 'The column "brand" appears twice.',
        messageKey: 'validation:csvColumnRepeated',
        messageValues: { column: 'brand' },
      },
      ...['plateNumber', 'category', 'fuel'].map((column) => ({
        row: 1,
        field: column,
        message: `The column "${column}" is missing.`,
        messageKey: 'validation:csvColumnMissing',
        messageValues: { column },
      })),
    ]);
    expect(await ownVehicles(user._id)).toHaveLength(0);
  });

  it('when a row has more cells than the header has columns, then that row is reported and nothing is saved', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const csv = `plateNumber,category,brand,model,year,fuel\r\n${uniquePlate()},car,Kia,Rio,2014,petrol,extra\r\n`;
    const res = await postCsv(agent, csv).expect(200);
    expect(res.body.data.errors).toEqual([
      {
        row: 2,
        field: '_',
        message: 'This row has more cells than the header has columns.',
        messageKey: 'validation:csvTooManyCells',
      },
    ]);
    expect(await ownVehicles(user._id)).toHaveLength(0);
  });

  it('when the file is empty, broken, not CSV, too long or too large, then a clear 400 or 413', async () => {
    const { agent } = await signUpAndSignIn(t);
    const empty = await postCsv(agent, '\r\n\r\n').expect(400);
    expect(empty.body.fieldErrors).toEqual({ file: 'The file is empty: start from the template.' });
    const headerOnly = await postCsv(agent, `${header}\r\n`).expect(400);
    expect(headerOnly.body.fieldErrors.file).toBe('The file has no vehicles under its header row.');
    const broken = await postCsv(agent, `${header}\r\nA1,"open,car\r\n`).expect(400);
    expect(broken.body.fieldErrors.file).toMatch(/not valid CSV\. Line 2: a quoted cell is never closed/);
    const xlsx = await agent
      .post(importPath)
      .attach('file', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1]), 'fleet.xlsx')
      .expect(400);
    expect(xlsx.body.fieldErrors.file).toMatch(/not a CSV file/);
    const tooMany = rows(...Array.from({ length: 2001 }, (_, index) => `P${index},,car,Kia,Rio,2014,,petrol,,,,`));
    const many = await postCsv(agent, tooMany).expect(400);
    expect(many.body.fieldErrors.file).toBe(
      'The file has 2001 vehicles; import at most 2000 at once (split the file).',
    );
    const big = await postCsv(agent, `${header}\r\n${'x'.repeat(1024 * 1024)}`).expect(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
    const bigFile = await agent
      .post(importPath)
      .attach('file', Buffer.alloc(1024 * 1024 + 1, 0x41), 'big.csv')
      .expect(413);
    expect(bigFile.body.code).toBe('PAYLOAD_TOO_LARGE');
    const json = await agent.post(importPath).send({ csv: header }).expect(415);
    expect(json.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await request(t.app)
      .post(importPath)
      .set('X-Forwarded-For', randomIp())
      .set('Content-Type', 'text/csv')
      .send(rows('A1,,car,Kia,Rio,2014,,petrol,,,,'))
      .expect(401);
  });

  it('when 2,000 rows are imported, then all are saved in one go', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const csv = rows(...Array.from({ length: 2000 }, (_, index) => `BULK${index},,car,Kia,Rio,2014,,petrol,,,,`));
    const res = await postCsv(agent, csv).expect(201);
    expect(res.body.data).toMatchObject({ saved: true, rows: 2000, created: 2000 });
    expect(await ownVehicles(user._id)).toHaveLength(2000);
    const list = await agent.get('/api/vehicles/get-my-vehicles').query({ limit: 5 }).expect(200);
    expect(list.body.data.total).toBe(2000);
  });
});
