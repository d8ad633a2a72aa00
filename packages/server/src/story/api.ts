import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../db/seed-data.ts';

/** A call the product refused: the story reads the refusal (a rule) rather than failing on it. */
export class StoryRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what}: ${status} ${body.slice(0, 300)}`);
  }
}

type Method = 'GET' | 'POST' | 'PUT';

/**
 * The product's own API, as the story's people use it (docs/decisions/0065): each signs in with the
 * demo password and calls the routes the web app calls. Nothing here writes a row itself.
 */
export class StoryApi {
  private readonly cookies = new Map<string, string>();

  constructor(readonly app: FastifyInstance) {}

  private async signIn(email: string): Promise<string> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    if (response.statusCode !== 200)
      throw new StoryRefusal(response.statusCode, response.body, `sign in ${email}`);
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    this.cookies.set(email, cookie);
    return cookie;
  }

  /** Calls as `email` (signed in again once if the session ended); refusals throw StoryRefusal. */
  async call<T = unknown>(email: string | null, method: Method, url: string, payload?: object): Promise<T> {
    const send = async (cookie?: string) =>
      this.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
    let cookie = email ? (this.cookies.get(email) ?? (await this.signIn(email))) : undefined;
    let response = await send(cookie);
    if (response.statusCode === 401 && email) {
      cookie = await this.signIn(email);
      response = await send(cookie);
    }
    if (response.statusCode >= 300)
      throw new StoryRefusal(response.statusCode, response.body, `${method} ${url}`);
    return (response.body ? response.json() : undefined) as T;
  }

  /** Uploads one file as the browser's file input sends it (multipart/form-data). */
  async upload<T = unknown>(email: string, url: string, fileName: string, bytes: Buffer): Promise<T> {
    const boundary = 'story-upload-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const send = (cookie: string) =>
      this.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    let response = await send(this.cookies.get(email) ?? (await this.signIn(email)));
    if (response.statusCode === 401) response = await send(await this.signIn(email));
    if (response.statusCode >= 300) throw new StoryRefusal(response.statusCode, response.body, `POST ${url}`);
    return response.json() as T;
  }
}
