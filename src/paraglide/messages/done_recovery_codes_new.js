/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_Recovery_Codes_NewInputs */

const en_done_recovery_codes_new = /** @type {(inputs: Done_Recovery_Codes_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New recovery codes made. The old ones no longer work.`)
};

const hi_done_recovery_codes_new = /** @type {(inputs: Done_Recovery_Codes_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नए रिकवरी कोड बन गए। पुराने अब काम नहीं करेंगे।`)
};

/**
* | output |
* | --- |
* | "New recovery codes made. The old ones no longer work." |
*
* @param {Done_Recovery_Codes_NewInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_recovery_codes_new = /** @type {((inputs?: Done_Recovery_Codes_NewInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_Recovery_Codes_NewInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_recovery_codes_new(inputs)
	return en_done_recovery_codes_new(inputs)
});