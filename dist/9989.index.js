export const id = 9989;
export const ids = [9989];
export const modules = {

/***/ 79989:
/***/ ((module) => {

module.exports = eval("require")("canvas");


/***/ })

};
