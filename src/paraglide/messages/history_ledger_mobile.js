/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Ledger_MobileInputs */

const en_history_ledger_mobile = /** @type {(inputs: History_Ledger_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

const hi_history_ledger_mobile = /** @type {(inputs: History_Ledger_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल`)
};

/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {History_Ledger_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_ledger_mobile = /** @type {((inputs?: History_Ledger_MobileInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Ledger_MobileInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_history_ledger_mobile(inputs)
	return en_history_ledger_mobile(inputs)
});