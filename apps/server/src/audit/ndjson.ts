import type { Response } from 'express';

/**
 * An export's answer: NDJSON, typed so once it exists (a 404 keeps the JSON type of its error body, which a
 * @Header on the route would have overwritten).
 */
export async function asNdjson(response: Response, text: Promise<string>): Promise<string> {
  const body = await text;
  response.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
  return body;
}
