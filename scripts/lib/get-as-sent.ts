// One GET on the wire, as a client that names its encodings receives it: shared by `npm run bench`
// (the answers it compares with nginx's) and `npm run audit` (the bytes a lesson loads on demand).
import { request } from "node:http";

export type Answer = { status: number; headers: [string, string][]; headBytes: number; body: Buffer };

/**
 * GETs `url` asking for `encoding`; the head's size is the status line, each header line and the
 * blank line that ends them, the body is as it came (still compressed).
 * @example const { headBytes, body } = await getAsSent("http://127.0.0.1:3000/", "br, gzip");
 */
export function getAsSent(url: string, encoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "Accept-Encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        const statusLine = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length;
        const headBytes = statusLine + headers.reduce((sum, [k, v]) => sum + k.length + v.length + 4, 0) + 2;
        resolve({ status: res.statusCode ?? 0, headers, headBytes, body: Buffer.concat(chunks) });
      });
    })
      .on("error", reject)
      .end();
  });
}
