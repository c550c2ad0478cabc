/** One part of a multipart body: a file when it has a filename, else a plain field. */
export type MultipartPart = { name: string; content: Buffer | string; filename?: string; type?: string };

/** The boundary a browser's FormData might choose. */
export const TEST_BOUNDARY = '----ruangmain-test-boundary';

/** A multipart/form-data body of `parts`, byte for byte as a browser's FormData sends it. */
export function encodeMultipart(parts: readonly MultipartPart[], boundary = TEST_BOUNDARY): Buffer {
  const chunks = parts.flatMap((part) => {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    return [
      Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    ];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/** The content type that announces `boundary`. */
export const multipartType = (boundary = TEST_BOUNDARY) => `multipart/form-data; boundary=${boundary}`;
