// Emails a second through the server's SMTP transport (mail/transport.ts, pooled) against one
// connection per email as before pooling, both to a local SMTP server (the tests' sink, the
// smtp-server package) and two at a time, as the outbox worker's two loops send.
// Run: npm run bench:smtp (SMTP_BENCH_EMAILS sets how many per measurement).
import nodemailer from "nodemailer";
import { createSmtpTransport, type MailMessage } from "../apps/server/src/mail/transport";
import { startSmtpSink } from "../apps/server/src/test/smtp-sink";

const EMAILS = Number(process.env.SMTP_BENCH_EMAILS ?? 500);
const FROM = "YardQuote <no-reply@yardquote.test>";
const sink = await startSmtpSink();

const message = (i: number): MailMessage => ({
  id: String(i),
  kind: "bench",
  to: `r${i}@example.com`,
  subject: `Your quote ${i}`,
  text: "Thank you! ".repeat(150),
  html: `<p>${"Thank you! ".repeat(150)}</p>`,
});

async function measure(name: string, send: (m: MailMessage) => Promise<unknown>, close: () => void) {
  const received = sink.messages.length;
  const connections = sink.connections;
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  const loop = async () => {
    while (next < EMAILS) await send(message(next++));
  };
  await Promise.all([loop(), loop()]);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  close();
  if (sink.messages.length - received !== EMAILS) throw new Error(`${name}: not every email arrived`);
  console.log(
    `${name.padEnd(28)} ${(EMAILS / seconds).toFixed(0).padStart(5)} emails/s, ` +
      `${sink.connections - connections} connections, ` +
      `CPU (sender and sink) ${((used.user + used.system) / EMAILS).toFixed(0)} µs per email`,
  );
}

for (let round = 1; round <= 2; round++) {
  const pooled = createSmtpTransport(sink.url, FROM);
  await measure(
    `round ${round} pooled (the server)`,
    (m) => pooled.send(m),
    () => pooled.close(),
  );
  const single = nodemailer.createTransport({ url: sink.url });
  await measure(
    `round ${round} one connection per email`,
    (m) => single.sendMail({ from: FROM, to: m.to, subject: m.subject, text: m.text, html: m.html ?? undefined }),
    () => single.close(),
  );
}
await sink.stop();
