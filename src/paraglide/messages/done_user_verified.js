/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_User_VerifiedInputs */

const en_done_user_verified = /** @type {(inputs: Done_User_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User verified successfully`)
};

const hi_done_user_verified = /** @type {(inputs: Done_User_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र सत्यापित हो गया`)
};

/**
* | output |
* | --- |
* | "User verified successfully" |
*
* @param {Done_User_VerifiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_user_verified = /** @type {((inputs?: Done_User_VerifiedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_User_VerifiedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_user_verified(inputs)
	return en_done_user_verified(inputs)
});