/**
 * The bytes of the form field `file` in a multipart/form-data body (what a browser sends for
 * `FormData` with one File), or null. The body is already limited in size by the route, so a
 * whole-buffer scan is enough; no temporary files, no other fields kept.
 */
export function multipartFile(body: Buffer, contentType: string): Buffer | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return null;
  const delimiter = Buffer.from(`--${marker}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const headersStart = start + delimiter.length + 2; // past the delimiter's CRLF
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    if (headersEnd === -1) return null;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd);
    if (next === -1) return null;
    const headers = body.subarray(headersStart, headersEnd).toString('latin1');
    if (/content-disposition:[^\r\n]*\bname="file"/i.test(headers)) {
      return body.subarray(headersEnd + 4, next);
    }
    start = next + 2;
  }
  return null;
}
