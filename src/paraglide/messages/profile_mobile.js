/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_MobileInputs */

const en_profile_mobile = /** @type {(inputs: Profile_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile`)
};

const hi_profile_mobile = /** @type {(inputs: Profile_MobileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मोबाइल`)
};

/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Profile_MobileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_mobile = /** @type {((inputs?: Profile_MobileInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_MobileInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_mobile(inputs)
	return en_profile_mobile(inputs)
});