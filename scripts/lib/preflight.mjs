// Checks made before anything starts, so that a start-up failure names its cause and its fix
// instead of ending in an app's stack trace.
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

/** A failure the user can act on: its message is the whole story, no stack trace needed. */
export class StartupError extends Error {}

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/** `ports`: [{ port, variable, what }]. */
export async function assertPortsFree(ports) {
  for (const { port, variable, what } of ports) {
    if (!(await canListen(port))) {
      throw new StartupError(
        `Port ${port} (${what}) is already in use by another process. Stop that process, or set ${variable} to a free port.`,
      );
    }
  }
}

/** NATS or PostgreSQL answers at `url`; `variable` is the setting that chose it. */
export async function assertReachable(url, variable, defaultPort) {
  const { hostname, port } = new URL(url);
  const reachable = await new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(3_000, () => (socket.destroy(), resolve(false)));
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
  if (!reachable) {
    throw new StartupError(
      `Nothing answers at ${url} (${variable}). Start that server, correct ${variable}, or unset it to let npm start run its own.`,
    );
  }
}

/** A PostgreSQL data folder still held by a running server (another `npm start` of this checkout). */
export function assertDataFolderFree(dir) {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return; // a stale lock of a server that is gone: PostgreSQL clears it itself
  }
  throw new StartupError(
    `The PostgreSQL data folder ${dir} is in use by a running PostgreSQL (pid ${pid}), probably another \`npm start\` of this checkout still running or stopping. Stop it first, or point DATABASE_URL at a PostgreSQL of your own.`,
  );
}
