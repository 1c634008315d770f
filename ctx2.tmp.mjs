import { chromium } from 'playwright';
import { readFileSync, readdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
const exe = process.argv[2]; const port = process.argv[3];
function cpuOf() { let t=0; for (const p of readdirSync('/proc')) { if(!/^\d+$/.test(p)) continue; try { const c=readFileSync(`/proc/${p}/cmdline`,'utf8'); if(!c.includes('chrom')) continue; const s=readFileSync(`/proc/${p}/stat`,'utf8'); const f=s.slice(s.lastIndexOf(')')+2).split(' '); t+= (+f[11] + +f[12]); } catch {} } return t/100; }
const srv = spawn('node', ['dist/server/index.js'], { env: { ...process.env, PORT: port, DATA_DIR: '/tmp/idle-data'+port }, stdio: 'ignore' });
await new Promise(r => setTimeout(r, 2500));
const b = await chromium.launch({ executablePath: exe });
let t0 = cpuOf(); let w0 = Date.now();
for (let i=0;i<5;i++) { const c = await b.newContext(); const p = await c.newPage(); await p.goto(`http://127.0.0.1:${port}/`); await p.waitForLoadState('networkidle'); await c.close(); }
console.log(exe, '5 cold ctx loads', (cpuOf()-t0).toFixed(1), (Date.now()-w0)/1000);
await b.close(); srv.kill();
