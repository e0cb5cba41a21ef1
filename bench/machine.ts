import os from 'node:os';

/** CPU, memory, OS and Node, as `os` and `process` report them. */
export function describeMachine(): string[] {
  const cpus = os.cpus();
  const models = [...new Set(cpus.map((c) => c.model.trim()))].join(', ') || 'unknown CPU';
  const gib = os.totalmem() / 1024 ** 3;
  return [
    `CPU: ${models} × ${cpus.length} (os.cpus())`,
    `memory: ${gib.toFixed(1)} GiB total`,
    `OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `Node: ${process.version}`,
  ];
}
