// `npm run dev`: the API server restarting on change (port 3000) and Vite's dev server with hot
// reload (port 5173, proxying /api to the server). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('tsx', ['watch', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn('vite', [], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
