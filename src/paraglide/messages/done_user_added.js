/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Done_User_AddedInputs */

const en_done_user_added = /** @type {(inputs: Done_User_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User added successfully`)
};

const hi_done_user_added = /** @type {(inputs: Done_User_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यूज़र जोड़ दिया गया`)
};

/**
* | output |
* | --- |
* | "User added successfully" |
*
* @param {Done_User_AddedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const done_user_added = /** @type {((inputs?: Done_User_AddedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Done_User_AddedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_done_user_added(inputs)
	return en_done_user_added(inputs)
});