/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Login_Failed_MemberInputs */

const en_login_failed_member = /** @type {(inputs: Login_Failed_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to login a user`)
};

const hi_login_failed_member = /** @type {(inputs: Login_Failed_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लॉग इन नहीं हो सका`)
};

/**
* | output |
* | --- |
* | "Failed to login a user" |
*
* @param {Login_Failed_MemberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const login_failed_member = /** @type {((inputs?: Login_Failed_MemberInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Login_Failed_MemberInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_login_failed_member(inputs)
	return en_login_failed_member(inputs)
});