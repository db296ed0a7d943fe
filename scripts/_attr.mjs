import { readFileSync, readdirSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const dir = process.argv[2]; const prefix = process.argv[3];
const file = readdirSync(dir).find(f => f.startsWith(prefix) && f.endsWith('.js'));
const code = readFileSync(`${dir}/${file}`, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(`${dir}/${file}.map`, 'utf8')));
const lines = code.split('\n');
const ms = []; map.eachMapping(m => ms.push(m));
const sizes = {};
for (let i = 0; i < ms.length; i++) { const m = ms[i]; const n = ms[i+1];
  const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : lines[m.generatedLine-1].length;
  const k = (m.source || '?').replace(/.*\/(src|elements|node_modules)\//, '$1/'); sizes[k] = (sizes[k]||0) + (end - m.generatedColumn); }
Object.entries(sizes).sort((a,b)=>b[1]-a[1]).slice(0, +process.argv[4]||40).forEach(([k,v])=>console.log(v, k));
