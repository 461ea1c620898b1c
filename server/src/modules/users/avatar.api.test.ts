import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../../test/auth-helpers.ts';
import { pixelBombPng } from '../../../test/pictures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fleetcare-avatar-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A real photo-like picture: a gradient with some text-free shapes, in the asked format. */
async function makeImage(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 640, height = 480): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 15, g: 107, b: 62 } } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f5c518"/></svg>`,
      ),
    },
  ]);
  return image.toFormat(format).toBuffer();
}

/** Random noise does not compress: a PNG of it this size is well over 1 MB. */
async function largeImage(): Promise<Buffer> {
  const width = 700;
  const height = 700;
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < raw.length; index += 1) raw[index] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const avatarKeyOf = async (id: string) => {
  const [row] = await t.database.db.select({ key: users.avatarKey }).from(users).where(eq(users.id, id));
  return row?.key ?? null;
};
const fileOnDisk = (key: string) => path.join(dataDir, 'uploads', ...key.split('/'));

describe('POST /api/users/upload-my-avatar', () => {
  it('when a JPEG is sent, then a 256×256 WebP without metadata is stored and the user has a signed avatar URL', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const photo = await sharp(await makeImage('jpeg', 1200, 800))
      .withMetadata({ exif: { IFD0: { Copyright: 'Amaka Okafor', Artist: 'Amaka' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const res = await agent.post('/api/users/upload-my-avatar').attach('avatar', photo, 'me.jpg').expect(200);
    const avatar: string = res.body.data.avatar;
    expect(avatar).toMatch(new RegExp(`^/files/avatars/${user._id}/[\\w-]+\\.webp\\?exp=\\d+&sig=[\\w-]+$`));

    const key = await avatarKeyOf(user._id);
    expect(key).toMatch(new RegExp(`^avatars/${user._id}/`));
    expect(existsSync(fileOnDisk(key ?? ''))).toBe(true);

    const served = await request(t.app).get(avatar).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const maxAge = Number(/private, max-age=(\d+)/.exec(served.headers['cache-control'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(86_000);
    expect(maxAge).toBeLessThanOrEqual(86_400 + 3600);
    const metadata = await sharp(served.body as Buffer).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();

    expect((await agent.get('/api/users/get-user').expect(200)).body.data.avatar).toMatch(/^\/files\/avatars\//);
  });

  it.each(['png', 'webp'] as const)('accepts a %s image', async (format) => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent
      .post('/api/users/upload-my-avatar')
      .attach('avatar', await makeImage(format, 300, 900), `me.${format}`)
      .expect(200);
    const served = await request(t.app).get(res.body.data.avatar).buffer(true).expect(200);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width: 256, height: 256 });
  });

  it('when a new avatar replaces the old one, then the old file is deleted', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    await agent
      .post('/api/users/upload-my-avatar')
      .attach('avatar', await makeImage('png'), 'a.png')
      .expect(200);
    const firstKey = await avatarKeyOf(user._id);
    const first = (await agent.get('/api/users/get-user')).body.data.avatar as string;
    await agent
      .post('/api/users/upload-my-avatar')
      .attach('avatar', await makeImage('jpeg'), 'b.jpg')
      .expect(200);
    const secondKey = await avatarKeyOf(user._id);
    expect(secondKey).not.toBe(firstKey);
    expect(existsSync(fileOnDisk(firstKey ?? ''))).toBe(false);
    expect(existsSync(fileOnDisk(secondKey ?? ''))).toBe(true);
    await request(t.app).get(first).expect(404);
  });

  it('when a text file is named .jpg, then 415 FILE_TYPE_NOT_ALLOWED and the avatar stays', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent
      .post('/api/users/upload-my-avatar')
      .attach('avatar', Buffer.from('this is not a picture at all\n'), {
        filename: 'me.jpg',
        contentType: 'image/jpeg',
      })
      .expect(415);
    expect(res.body).toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'The picture must be a JPEG, PNG or WebP image.',
    });
    expect(await avatarKeyOf(user._id)).toBeNull();
  });

  it('when a real image of another type (GIF) is sent, then 415', async () => {
    const { agent } = await signUpAndSignIn(t);
    const res = await agent
      .post('/api/users/upload-my-avatar')
      .attach('avatar', await makeImage('gif'), { filename: 'me.png', contentType: 'image/png' })
      .expect(415);
    expect(res.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('when the picture is over 1 MB, then 413 FILE_TOO_LARGE with a clear message', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const big = await largeImage();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await agent.post('/api/users/upload-my-avatar').attach('avatar', big, 'big.png').expect(413);
    expect(res.body).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'The picture is larger than 1 MB. Choose a smaller image.',
    });
    expect(await avatarKeyOf(user._id)).toBeNull();
  });

  it('when a small file decodes to too many pixels, then 413 FILE_TOO_LARGE says so (not "not an image")', async () => {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent
      .post('/api/users/upload-my-avatar')
      .attach('avatar', pixelBombPng(), 'bomb.png')
      .expect(413);
    expect(res.body).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'The picture has too many pixels. Choose a smaller image.',
    });
    expect(await avatarKeyOf(user._id)).toBeNull();
  });

  it('when no file or the wrong field is sent, then 400', async () => {
    const { agent } = await signUpAndSignIn(t);
    const none = await agent.post('/api/users/upload-my-avatar').field('name', 'x').expect(400);
    expect(none.body.fieldErrors).toEqual({ avatar: 'Choose a picture to upload.' });
    const json = await agent.post('/api/users/upload-my-avatar').send({ avatar: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
    const wrongField = await agent
      .post('/api/users/upload-my-avatar')
      .attach('photo', await makeImage('png'), 'a.png')
      .expect(400);
    expect(wrongField.body.fieldErrors).toHaveProperty('avatar');
  });

  it('when signed out, then 401 and nothing is stored', async () => {
    const res = await request(t.app)
      .post('/api/users/upload-my-avatar')
      .attach('avatar', await makeImage('png'), 'a.png')
      .expect(401);
    expect(res.body.detail).toBe('Authentication credentials were not provided.');
  });

  it("changes only the caller's avatar", async () => {
    const first = await signUpAndSignIn(t);
    const second = await signUpAndSignIn(t);
    await second.agent.post('/api/users/upload-my-avatar').attach('avatar', await makeImage('png'), 'a.png');
    const secondKey = await avatarKeyOf(second.user._id);
    await first.agent
      .post('/api/users/upload-my-avatar')
      .field('userId', second.user._id)
      .attach('avatar', await makeImage('jpeg'), 'b.jpg')
      .expect(200);
    expect(await avatarKeyOf(second.user._id)).toBe(secondKey);
    expect(existsSync(fileOnDisk(secondKey ?? ''))).toBe(true);
  });

  it('when a user uploads more than 10 avatars an hour, then 429 with Retry-After', async () => {
    const { agent } = await signUpAndSignIn(t);
    const image = await makeImage('png', 64, 64);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await agent.post('/api/users/upload-my-avatar').attach('avatar', image, 'a.png').expect(200);
    }
    const res = await agent.post('/api/users/upload-my-avatar').attach('avatar', image, 'a.png').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /files/<key> (signed avatar links)', () => {
  async function uploaded() {
    const { agent, user } = await signUpAndSignIn(t);
    const res = await agent.post('/api/users/upload-my-avatar').attach('avatar', await makeImage('png'), 'a.png');
    return { user, url: new URL(res.body.data.avatar as string, 'http://localhost') };
  }

  it('when the signature is wrong or missing, then 403', async () => {
    const { url } = await uploaded();
    const sig = url.searchParams.get('sig') ?? '';
    const tampered = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${sig.slice(0, -2)}AA`;
    expect((await request(t.app).get(tampered).expect(403)).body.code).toBe('FORBIDDEN');
    await request(t.app).get(url.pathname).expect(403);
    const longer = `${url.pathname}?exp=${Number(url.searchParams.get('exp')) + 3600}&sig=${sig}`;
    await request(t.app).get(longer).expect(403);
  });

  it("when one file's signature is used for another file, then 403", async () => {
    const first = await uploaded();
    const second = await uploaded();
    await request(t.app).get(`${second.url.pathname}${first.url.search}`).expect(403);
  });

  it('when the link has expired, then 403', async () => {
    const { url } = await uploaded();
    t.clock.advance(2 * 86_400_000);
    try {
      await request(t.app).get(`${url.pathname}${url.search}`).expect(403);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses keys that climb out of the storage folder', async () => {
    const { url } = await uploaded();
    await request(t.app).get(`/files/avatars/..%2F..%2F.app-secret${url.search}`).expect(403);
    await request(t.app).get(`/files/%2E%2E/%2E%2E/etc/passwd${url.search}`).expect(403);
  });
});
