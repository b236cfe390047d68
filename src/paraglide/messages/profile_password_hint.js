/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Password_HintInputs */

const en_profile_password_hint = /** @type {(inputs: Profile_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needed to save any change`)
};

const hi_profile_password_hint = /** @type {(inputs: Profile_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई भी बदलाव सेव करने के लिए ज़रूरी`)
};

/**
* | output |
* | --- |
* | "Needed to save any change" |
*
* @param {Profile_Password_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_password_hint = /** @type {((inputs?: Profile_Password_HintInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Password_HintInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_password_hint(inputs)
	return en_profile_password_hint(inputs)
});