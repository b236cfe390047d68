/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_AddressInputs */

const en_profile_sessions_address = /** @type {(inputs: Profile_Sessions_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const hi_profile_sessions_address = /** @type {(inputs: Profile_Sessions_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पता`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Profile_Sessions_AddressInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_address = /** @type {((inputs?: Profile_Sessions_AddressInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_AddressInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_address(inputs)
	return en_profile_sessions_address(inputs)
});