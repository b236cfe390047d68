/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Mobile_Change_HintInputs */

const en_profile_mobile_change_hint = /** @type {(inputs: Profile_Mobile_Change_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new number is confirmed with a code sent to it.`)
};

const hi_profile_mobile_change_hint = /** @type {(inputs: Profile_Mobile_Change_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नए नंबर की पुष्टि उस पर भेजे गए कोड से होती है।`)
};

/**
* | output |
* | --- |
* | "A new number is confirmed with a code sent to it." |
*
* @param {Profile_Mobile_Change_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_mobile_change_hint = /** @type {((inputs?: Profile_Mobile_Change_HintInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Mobile_Change_HintInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_mobile_change_hint(inputs)
	return en_profile_mobile_change_hint(inputs)
});