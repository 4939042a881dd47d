// How bench/api.ts prints what it measured: a line per measurement, then the best of each.
import os from "node:os";

export type Figures = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
};

/** A measurement and what it cost, as its CPU times per request (cpu-time.ts) were printed. */
export type Measured = Figures & {
  during: string;
  outbox: { messages: number; seconds: number };
  withEmails: string;
};

export const roundLine = (round: number, f: Measured) =>
  `round ${round} ${f.label.padEnd(34)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms` +
  (f.non2xx || f.errors ? `  NON-2XX ${f.non2xx} ERRORS ${f.errors}` : "") +
  `\n        CPU per request: ${f.during}` +
  (f.outbox.messages
    ? `; with its emails, ${f.outbox.messages} still to send at its end and all sent ` +
      `${f.outbox.seconds.toFixed(1)} s later: ${f.withEmails}`
    : "");

/** The table of the best round of each target, and the verdicts against the targets. */
export function report(
  [selectF, pageF, insertF, leadF, acceptF]: Figures[],
  { rounds, seconds, connections }: { rounds: number; seconds: number; connections: number },
) {
  const row = (f: Figures) => `| ${f.label} | ${f.rps.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.non2xx + f.errors} |`;
  const pageRatio = pageF.rps / selectF.rps;
  const leadRatio = leadF.rps / insertF.rps;
  const acceptRatio = acceptF.rps / insertF.rps;
  const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(
    `\nbest of ${rounds} round(s), ${seconds} s each, ${connections} connections, ${os.cpus().length} CPUs, node ${process.version}`,
  );
  console.log("| route | req/s | p50 ms | p99 ms | non-2xx + errors |\n| --- | ---: | ---: | ---: | ---: |");
  for (const f of [selectF, pageF, insertF, leadF, acceptF]) console.log(row(f));
  console.log(`\npage ÷ bare select: ${pageRatio.toFixed(2)} (target >= 0.8: ${verdict(pageRatio >= 0.8)})`);
  console.log(`lead ÷ bare insert: ${leadRatio.toFixed(2)} (target >= 0.8: ${verdict(leadRatio >= 0.8)})`);
  console.log(`accept ÷ bare insert: ${acceptRatio.toFixed(2)} (target >= 0.8: ${verdict(acceptRatio >= 0.8)})`);
  console.log(
    `p99 page ${pageF.p99} ms, lead ${leadF.p99} ms (target <= 25 ms: ${verdict(pageF.p99 <= 25 && leadF.p99 <= 25)})`,
  );
}
