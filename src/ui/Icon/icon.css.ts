export const iconCss = /* css */ `
.mkt-icon {
  display: inline-block;
  flex: none;
  vertical-align: middle;
  overflow: visible;
}
/* Arrows point along the reading direction: mirror them in right-to-left text. */
.mkt-icon--directional:dir(rtl) {
  transform: scaleX(-1);
}
`;
