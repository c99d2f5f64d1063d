import { test } from '@playwright/test';
import { writeCameraFeed } from './support/camera-feed';

// The camera journey's browser plays this video as its camera, so it must exist before that browser starts.
test('writes the fake camera video of an EAN-13 code', () => {
  writeCameraFeed();
});
