/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Try_Again_TextInputs */

const en_profile_try_again_text = /** @type {(inputs: Profile_Try_Again_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again.`)
};

const hi_profile_try_again_text = /** @type {(inputs: Profile_Try_Again_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया फिर से कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "Please try again." |
*
* @param {Profile_Try_Again_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_try_again_text = /** @type {((inputs?: Profile_Try_Again_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Try_Again_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_try_again_text(inputs)
	return en_profile_try_again_text(inputs)
});