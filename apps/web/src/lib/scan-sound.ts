let context: AudioContext | undefined;

/**
 * The sound of a scan, heard across a packing table with eyes on the goods: a short high beep when it counted, a low
 * buzz three times as long when it was refused. Made with the Web Audio API (no sound file to load); silent where
 * the browser has none.
 */
export function scanSound(counted: boolean) {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const tone = context.createOscillator();
  const volume = context.createGain();
  tone.type = counted ? 'sine' : 'square';
  tone.frequency.value = counted ? 1320 : 200;
  volume.gain.value = 0.12;
  tone.connect(volume).connect(context.destination);
  tone.start();
  tone.stop(context.currentTime + (counted ? 0.1 : 0.3));
}
