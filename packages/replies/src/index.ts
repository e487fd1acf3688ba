// @solace/replies: the therapist's spoken reply. Vetted texts for elevated and crisis messages, a local
// seeded composer for everything else, and an optional checked language-model reply.
export { checkReply } from './check-reply';
export { writeLocalReply } from './local-writer';
export {
  createReplyWriter,
  DEFAULT_REPLY_MODEL,
  DEFAULT_REPLY_TIMEOUT_MS,
  type ReplyWriter,
  type ReplyWriterOptions,
} from './reply-writer';
export type { CheckReplyResult, ConversationTurn, Reply, ReplyRequest, ReplySource } from './types';
export { MAX_SENTENCES, MAX_WORDS } from './types';
export { VETTED_REPLIES, type VettedReply } from './vetted';
