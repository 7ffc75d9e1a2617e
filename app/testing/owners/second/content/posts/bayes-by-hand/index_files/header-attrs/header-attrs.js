// Pandoc 2.11+: Attribute "class" on headers, from blogdown.
document.addEventListener("DOMContentLoaded", function(e) {});
