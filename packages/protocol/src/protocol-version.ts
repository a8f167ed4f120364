/**
 * The version of the contract between the web app and the server: socket events, their payloads and acks,
 * and what the handshake must carry. Every client sends it in its handshake and the server refuses any
 * other (docs/decisions/053-versioned-protocol.md), so a field added or reshaped needs no default for a
 * peer that does not know it. Bump it whenever a message shape or the handshake changes incompatibly.
 *
 * 2: one style for refusal codes (decision 020). 3: the handshake carries this version. 4: a review's
 * categories say which group members may be split (`splittable`, decision 059). 5: the review says the
 * host's category (`focus`, game:review-focus, decision 065). 6: each reviewed answer carries the referee's mark
 * (`referee`), and the house rule 'The referee decides' (decision 067). 7: bots: seats and players say their
 * `bot` level, lobby:add-bot and lobby:remove-bot (decision 069). 8: the big screen: its namespace, the review's `reveal`
 * and game:reveal, each answer's `rude` mark (decision 070).
 */
export const PROTOCOL_VERSION = 8;
