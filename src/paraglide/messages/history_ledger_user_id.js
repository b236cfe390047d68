/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Ledger_User_IdInputs */

const en_history_ledger_user_id = /** @type {(inputs: History_Ledger_User_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User ID`)
};

const hi_history_ledger_user_id = /** @type {(inputs: History_Ledger_User_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र ID`)
};

/**
* | output |
* | --- |
* | "User ID" |
*
* @param {History_Ledger_User_IdInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_user_id = /** @type {((inputs?: History_Ledger_User_IdInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Ledger_User_IdInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_ledger_user_id(inputs)
	return en_history_ledger_user_id(inputs)
});