import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { projectRoot } from './project-root';

// Synthesises the admin's new-enquiry chime (public/notification.mp3): two
// soft bell tones, a fifth apart, each a few decaying partials. Encoded with
// LAME (Debian: apt-get install lame). Run after changing the sound:
//   npx tsx src/tools/render-chime.ts

const SAMPLE_RATE = 44_100;
const LENGTH_SECONDS = 1.1;

/** A bell-like tone: a fundamental and inharmonic partials, each fading on its own. */
const PARTIALS = [
  { ratio: 1, gain: 1, decay: 3.2 },
  { ratio: 2.76, gain: 0.32, decay: 6 },
  { ratio: 5.4, gain: 0.12, decay: 9 },
];

const NOTES = [
  { frequency: 880, start: 0, gain: 0.55 },
  { frequency: 1318.5, start: 0.14, gain: 0.45 },
];

function sampleAt(time: number): number {
  let value = 0;
  for (const note of NOTES) {
    const t = time - note.start;
    if (t < 0) continue;
    // A 4 ms attack, so the tone starts without a click.
    const attack = Math.min(1, t / 0.004);
    for (const partial of PARTIALS) {
      value +=
        note.gain *
        partial.gain *
        attack *
        Math.exp(-partial.decay * t) *
        Math.sin(2 * Math.PI * note.frequency * partial.ratio * t);
    }
  }
  return value;
}

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  // Normalised to 70% of full scale: audible, never harsh.
  samples.forEach((value, index) => data.writeInt16LE(Math.round((value / peak) * 0.7 * 32767), index * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const samples = new Float32Array(Math.round(SAMPLE_RATE * LENGTH_SECONDS));
samples.forEach((_, index) => (samples[index] = sampleAt(index / SAMPLE_RATE)));

const target = resolve(projectRoot, 'public/notification.mp3');
const lame = spawn('lame', ['--quiet', '-m', 'm', '-b', '64', '-', target], {
  stdio: ['pipe', 'inherit', 'inherit'],
});
lame.stdin.end(wav(samples));
const [code] = (await once(lame, 'exit')) as [number | null];
if (code !== 0) throw new Error(`lame exited with ${code}`);
console.log(`Wrote ${target}`);
