// The scrolling banner's words: spec section 9's three claims, exactly as worded there, and
// its button, which names what a press will do ('Pause' while it scrolls, 'Play' while still).

export const CLAIMS = [
  '100% human-quality meat',
  'Free from grain, preservatives and sugar',
  "Designed by vets to match cats' ancestral diets",
] as const;

export function pauseButtonText(playing: boolean): 'Pause' | 'Play' {
  return playing ? 'Pause' : 'Play';
}
