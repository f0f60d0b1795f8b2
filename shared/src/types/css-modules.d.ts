// CSS modules: class names are hashed per build, so styles of one remote never leak into another.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
