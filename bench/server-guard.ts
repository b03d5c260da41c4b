/**
 * Preloaded into each server bench/game.ts starts (`node --import tsx --import bench/server-guard.ts …`): the bench
 * holds the server's stdin open, so when the bench ends in any way, even killed outright, stdin closes and the
 * server shuts down the way SIGTERM would have it.
 */
const shutDown = () => {
  process.kill(process.pid, 'SIGTERM');
  setTimeout(() => process.exit(1), 12_000).unref();
};
process.stdin.on('end', shutDown);
process.stdin.on('error', shutDown);
process.stdin.resume();
