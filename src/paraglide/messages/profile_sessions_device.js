/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Sessions_DeviceInputs */

const en_profile_sessions_device = /** @type {(inputs: Profile_Sessions_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Device`)
};

const hi_profile_sessions_device = /** @type {(inputs: Profile_Sessions_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डिवाइस`)
};

/**
* | output |
* | --- |
* | "Device" |
*
* @param {Profile_Sessions_DeviceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const profile_sessions_device = /** @type {((inputs?: Profile_Sessions_DeviceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sessions_DeviceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_profile_sessions_device(inputs)
	return en_profile_sessions_device(inputs)
});