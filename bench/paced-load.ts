/**
 * Open-loop load at an even rate, run as its own process: request i is due at start + i/rate, and its
 * latency counts from that moment, so time spent waiting for a free connection is included (no
 * coordinated omission). Prints one JSON line with the figures.
 *
 *   node --import tsx bench/paced-load.ts <baseUrl> <rate> <seconds> <pathsJsonFile>
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [baseUrl, rateArg, secondsArg, pathsFile] = process.argv.slice(2);
if (!baseUrl || !rateArg || !secondsArg || !pathsFile) {
  console.error('usage: paced-load.ts <baseUrl> <rate> <seconds> <pathsJsonFile>');
  process.exit(2);
}
const rate = Number(rateArg);
const total = Math.round(rate * Number(secondsArg));
const paths = JSON.parse(readFileSync(pathsFile, 'utf8')) as string[];
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const latencies: number[] = [];
let errors = 0;
let non2xx = 0;
let sent = 0;
let finished = 0;
const start = performance.now();

await new Promise<void>((resolve) => {
  const send = (due: number, path: string) => {
    const settle = (ok: boolean, status = 0) => {
      latencies.push(performance.now() - due);
      if (!ok) errors++;
      else if (status < 200 || status > 299) non2xx++;
      if (++finished === total) resolve();
    };
    http
      .get(`${baseUrl}${path}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => settle(true, res.statusCode ?? 0));
      })
      .on('error', () => settle(false));
  };
  const tick = () => {
    const now = performance.now();
    while (sent < total && start + (sent * 1000) / rate <= now) {
      send(start + (sent * 1000) / rate, paths[sent % paths.length]!);
      sent++;
    }
    if (sent < total) setTimeout(tick, 1);
  };
  tick();
});

const elapsed = (performance.now() - start) / 1000;
latencies.sort((a, b) => a - b);
const at = (q: number) =>
  Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1));
console.log(
  JSON.stringify({
    requests: total,
    rps: Number((total / elapsed).toFixed(1)),
    p50: at(0.5),
    p97_5: at(0.975),
    p99: at(0.99),
    max: Number(latencies.at(-1)!.toFixed(1)),
    errors,
    non2xx,
  }),
);
agent.destroy();
