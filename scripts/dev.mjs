// npm run dev: the backend under `tsx watch` on :3000 and Vite with hot reload on :5173
// (Vite proxies /api, /locales and /socket.io to the backend). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  NODE_ENV: 'development',
  ALLOWED_ORIGINS: [process.env.ALLOWED_ORIGINS, 'http://localhost:5173', 'http://127.0.0.1:5173']
    .filter(Boolean)
    .join(','),
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'backend/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@rodada/frontend'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
