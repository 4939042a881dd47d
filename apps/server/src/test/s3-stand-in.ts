import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An S3-compatible endpoint for tests: path-style requests, the REST paths the AWS SDK uses for
 * PutObject, multipart uploads, GetObject, HeadObject, DeleteObject and ListObjectsV2. Objects
 * live in memory. Requests must be SigV4-signed with the expected access key id.
 */
export async function startS3StandIn(options: { bucket: string; accessKeyId: string; maxKeysPerPage?: number }) {
  const objects = new Map<string, { body: Buffer; contentType: string; etag: string; modified: Date }>();
  const uploads = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>();
  const calls: string[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        handle(req, decodeBody(req, Buffer.concat(chunks)), res);
      } catch (err) {
        xml(res, 500, `<Error><Code>InternalError</Code><Message>${escapeXml(String(err))}</Message></Error>`);
      }
    });
  });

  function handle(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) {
    const url = new URL(req.url!, "http://stand-in");
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    const q = url.searchParams;
    const auth = req.headers.authorization ?? "";
    if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/`)) {
      return xml(res, 403, "<Error><Code>AccessDenied</Code><Message>Unsigned or wrong key</Message></Error>");
    }
    if (bucket !== options.bucket) {
      return xml(
        res,
        404,
        "<Error><Code>NoSuchBucket</Code><Message>The specified bucket does not exist</Message></Error>",
      );
    }
    const method = req.method!;
    const contentType = req.headers["content-type"] ?? "application/octet-stream";

    if (method === "GET" && !key && q.get("list-type") === "2") {
      calls.push("ListObjectsV2");
      return list(res, q);
    }
    if (method === "POST" && q.has("uploads")) {
      calls.push("CreateMultipartUpload");
      const uploadId = randomUUID();
      uploads.set(uploadId, { key, contentType, parts: new Map() });
      return xml(
        res,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (q.has("uploadId")) {
      const upload = uploads.get(q.get("uploadId")!);
      if (!upload) return xml(res, 404, "<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>");
      if (method === "PUT") {
        calls.push("UploadPart");
        upload.parts.set(Number(q.get("partNumber")), body);
        res.writeHead(200, { ETag: etagOf(body) }).end();
        return;
      }
      if (method === "POST") {
        calls.push("CompleteMultipartUpload");
        const numbers = [...body.toString("utf8").matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
          Number(m[1]),
        );
        const whole = Buffer.concat(numbers.map((n) => upload.parts.get(n)!));
        uploads.delete(q.get("uploadId")!);
        const stored = store(upload.key, whole, upload.contentType);
        return xml(
          res,
          200,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(upload.key)}</Key><ETag>${stored.etag}</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (method === "DELETE") {
        calls.push("AbortMultipartUpload");
        uploads.delete(q.get("uploadId")!);
        res.writeHead(204).end();
        return;
      }
    }
    if (method === "PUT") {
      calls.push("PutObject");
      const stored = store(key, body, contentType);
      res.writeHead(200, { ETag: stored.etag }).end();
      return;
    }
    if (method === "GET" || method === "HEAD") {
      calls.push(method === "GET" ? "GetObject" : "HeadObject");
      const object = objects.get(key);
      if (!object)
        return xml(
          res,
          404,
          "<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>",
        );
      res.writeHead(200, {
        "Content-Type": object.contentType,
        "Content-Length": object.body.length,
        ETag: object.etag,
        "Last-Modified": object.modified.toUTCString(),
      });
      res.end(method === "GET" ? object.body : undefined);
      return;
    }
    if (method === "DELETE") {
      calls.push("DeleteObject");
      objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    xml(res, 405, "<Error><Code>MethodNotAllowed</Code><Message>Not supported by the stand-in</Message></Error>");
  }

  function store(key: string, body: Buffer, contentType: string) {
    const object = { body, contentType, etag: etagOf(body), modified: new Date() };
    objects.set(key, object);
    return object;
  }

  function list(res: http.ServerResponse, q: URLSearchParams) {
    const prefix = q.get("prefix") ?? "";
    const pageSize = Math.min(Number(q.get("max-keys") ?? 1000), options.maxKeysPerPage ?? 1000);
    const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
    const start = Number(q.get("continuation-token") ?? 0);
    const page = all.slice(start, start + pageSize);
    const truncated = start + pageSize < all.length;
    const contents = page
      .map((k) => {
        const o = objects.get(k)!;
        return `<Contents><Key>${escapeXml(k)}</Key><LastModified>${o.modified.toISOString()}</LastModified><ETag>${o.etag}</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join("");
    xml(
      res,
      200,
      `<ListBucketResult><Name>${options.bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : ""}</ListBucketResult>`,
    );
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type S3StandIn = Awaited<ReturnType<typeof startS3StandIn>>;

function xml(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { "Content-Type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

const etagOf = (body: Buffer) => `"${createHash("md5").update(body).digest("hex")}"`;

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Undoes the SDK's aws-chunked framing ("<hex size>[;signature]\r\n<data>\r\n" ... trailers). */
function decodeBody(req: http.IncomingMessage, raw: Buffer): Buffer {
  const chunked =
    String(req.headers["content-encoding"] ?? "").includes("aws-chunked") ||
    String(req.headers["x-amz-content-sha256"] ?? "").startsWith("STREAMING-");
  if (!chunked) return raw;
  const out: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf("\r\n", at);
    const size = parseInt(raw.subarray(at, lineEnd).toString("latin1").split(";")[0], 16);
    if (!size) break;
    out.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}
