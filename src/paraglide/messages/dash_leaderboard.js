/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_LeaderboardInputs */

const en_dash_leaderboard = /** @type {(inputs: Dash_LeaderboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaderboard`)
};

const hi_dash_leaderboard = /** @type {(inputs: Dash_LeaderboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लीडरबोर्ड`)
};

/**
* | output |
* | --- |
* | "Leaderboard" |
*
* @param {Dash_LeaderboardInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const dash_leaderboard = /** @type {((inputs?: Dash_LeaderboardInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_LeaderboardInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_dash_leaderboard(inputs)
	return en_dash_leaderboard(inputs)
});