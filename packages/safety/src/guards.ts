// The sentence-level guards the request readers share (method-request.ts, harm-request.ts, rules.ts):
// a message is read one sentence at a time, and a sentence is about a topic rather than a request when
// it, or a short frame just before it, makes it one ("In my novel, …", "For my essay: …"). A topic word
// elsewhere in a long post ("I binged a cooking show last night") does not guard a request in another
// sentence. The negation, speaker and past-tense guards of single phrases live in frames.ts (phrase
// rules) and concept-tags.ts (concept proximity).
import type { Normalised } from './normalise';

/** The words of each sentence, joined by single spaces, in order. */
export function sentenceTexts(tokens: readonly string[], sentence: readonly number[]): string[] {
  const out: string[][] = [];
  tokens.forEach((tok, i) => {
    const s = sentence[i] ?? 0;
    const words = out[s] ?? [];
    words.push(tok);
    out[s] = words;
  });
  return out.filter(Boolean).map((words) => words.join(' '));
}

export const sentencesOfText = (n: Normalised) => sentenceTexts(n.tokens, n.sentence);

/** Topics of self-harm questions that are not requests: statistics, history, fiction, animals, helping. */
export const SELF_HARM_TOPIC =
  /\b(?:statistics?|stats|rates?|percent(?:age)?|history|historical|prevention|prevent|hotline|awareness|research(?:ers)?|study|studies|essay|paper|article|homework|assignment|biology|lecture|documentary|film|movie|show|series|episode|book|novel|story|poem|character|scene|plot|game|minecraft|fortnite|roblox|why do (?:people|so many)|help (?:someone|a friend|my|him|her|them)|stop (?:someone|a friend|my|him|her|them)|talk (?:someone|a friend) out|signs of|warning signs|support (?:someone|a friend)|what does it mean|meaning of|definition|define|metaphor|cat|cats|dog|dogs|pet|pets|puppy|kitten|horse|animal|animals|plant|plants|weeds?|pests?|rats?|mice|insects?|bugs?|fish)\b/;

/** Topics of violence that are not requests: history, news, fiction, games, self-defence, sport, pranks. */
export const VIOLENCE_TOPIC =
  /\b(?:history|historical|war|wars|battle|army|soldiers|news|article|documentary|film|movie|show|series|episode|novel|book|story|fiction|character|characters|villain|hero|scene|plot|script|screenplay|game|games|minecraft|fortnite|roblox|gta|dnd|campaign|self defen[cs]e|defend (?:myself|yourself|ourselves)|protect (?:myself|yourself|my)|martial arts|karate|judo|boxing|sparring|mma|ufc|class|classes|course|statistics|stats|police|cops|law|legal|illegal|crime rates?|prank|pranks|april fools|surprise|joke|halloween|haunted house|with kindness|chess|football|rugby|tackle)\b/;

// A sentence before frames the next one only when it is a short frame ("in my novel", "for my essay"),
// never an ordinary sentence of a post that happens to hold a topic word ("I binged a cooking show").
const FRAME_WORDS = 4;

/** Whether sentence `i` is framed as a topic by itself or by a short frame just before it. */
export function topicAt(sentences: readonly string[], i: number, topic: RegExp): boolean {
  if (topic.test(sentences[i] ?? '')) return true;
  const before = sentences[i - 1];
  return before !== undefined && before.split(' ').length <= FRAME_WORDS && topic.test(before);
}

/** Indices of the sentences a pattern matches outside a topic frame. */
export function unguarded(
  sentences: readonly string[],
  topic: RegExp,
  match: (s: string) => boolean,
): number[] {
  const out: number[] = [];
  sentences.forEach((s, i) => {
    if (match(s) && !topicAt(sentences, i, topic)) out.push(i);
  });
  return out;
}
