-- Neovim 0.11 and later: `vim.lsp.enable("a11y-lsp")` finds this file on the
-- runtimepath and starts the server with the plugin's defaults, no setup() needed.
return require("a11y-lsp").config()
