// Site footer.

export function Footer() {
  return (
    <footer>
      <a href="javascript:void(0)">Back to top</a>
      <a href="https://shop.example.com/terms and conditions?lang=en&amp;v=2">Terms</a>
      <img srcSet="/img/logo.png 1x, /img/logo@2x.png 2x, /img/logo-über.png 3x" alt="Logo" />
      <a href='https://blog.example.com/a/./b/../posts'>Blog</a>
    </footer>
  );
}
