/**
* | output |
* | --- |
* | "Leaderboard" |
*
* @param {Dash_LeaderboardInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_leaderboard: ((inputs?: Dash_LeaderboardInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_LeaderboardInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_LeaderboardInputs = {};
