-- :A11yTree and the code lens's command: the accessibility tree of the view under the
-- cursor (every element VoiceOver reaches, in swipe order), asked of the server with
-- workspace/executeCommand and shown as Markdown in a scratch split beside the code.

local M = {}

--- The server's command (its executeCommandProvider lists it).
M.command = "a11y-lsp.accessibilityTree"

local function has(feature)
  return vim.fn.has(feature) == 1
end

--- The a11y-lsp client attached to a buffer, on every Neovim from 0.7.
local function client_of(bufnr)
  if vim.lsp.get_clients then
    return vim.lsp.get_clients({ bufnr = bufnr, name = "a11y-lsp" })[1]
  end
  for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do
    if client.name == "a11y-lsp" then
      return client
    end
  end
  return nil
end

-- client:request is a method from 0.11 (the dot form is deprecated there); a closure before.
local function request(client, method, params, handler, bufnr)
  if has("nvim-0.11") then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

--- Tree buffers by the source buffer they show.
local trees = {}

--- The name of a source buffer's tree buffer. Letters and "-" only before "://": Neovim
--- takes any other name for a path and puts the current folder before it.
function M.buffer_name(source)
  return "voiceover-tree://" .. vim.api.nvim_buf_get_name(source)
end

--- The scratch buffer holding the tree of a source buffer, made on first use.
local function tree_buffer(source)
  local bufnr = trees[source]
  if bufnr == nil or not vim.api.nvim_buf_is_valid(bufnr) then
    bufnr = vim.api.nvim_create_buf(false, true)
    trees[source] = bufnr
    vim.api.nvim_buf_set_name(bufnr, M.buffer_name(source))
    vim.bo[bufnr].bufhidden = "hide"
    vim.bo[bufnr].swapfile = false
    vim.bo[bufnr].filetype = "markdown"
  end
  return bufnr
end

--- Puts `markdown` in the source buffer's tree buffer and shows it in a split (kept when
--- already shown); the cursor stays where it was. Returns the tree buffer.
function M.show(source, markdown)
  local bufnr = tree_buffer(source)
  vim.bo[bufnr].modifiable = true
  vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, vim.split(markdown, "\n", { plain = true }))
  vim.bo[bufnr].modifiable = false
  if vim.fn.bufwinid(bufnr) == -1 then
    local current = vim.api.nvim_get_current_win()
    vim.cmd("botright vsplit")
    vim.api.nvim_win_set_buf(vim.api.nvim_get_current_win(), bufnr)
    vim.api.nvim_set_current_win(current)
  end
  return bufnr
end

--- Asks the server for the tree at `arguments` ({ uri, position }; the cursor's when nil)
--- and shows it. `on_shown(tree_bufnr)` is called once it is shown.
function M.open(bufnr, arguments, on_shown)
  if bufnr == nil or bufnr == 0 then
    bufnr = vim.api.nvim_get_current_buf()
  end
  local client = client_of(bufnr)
  if not client then
    vim.notify("a11y-lsp: no a11y-lsp server is attached to this buffer", vim.log.levels.WARN)
    return
  end
  if arguments == nil then
    local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
    arguments = { params.textDocument.uri, params.position }
  end
  request(client, "workspace/executeCommand", { command = M.command, arguments = arguments }, function(err, result)
    if err then
      vim.notify("a11y-lsp: no accessibility tree: " .. tostring(err.message or err), vim.log.levels.WARN)
      return
    end
    local shown = M.show(bufnr, type(result) == "string" and result or "")
    if on_shown then
      on_shown(shown)
    end
  end, bufnr)
end

--- Makes the code lens's command open the tree (Neovim runs a client-side handler for a
--- lens command before asking the server), and defines :A11yTree.
function M.setup()
  vim.lsp.commands[M.command] = function(command, ctx)
    M.open(ctx.bufnr, command.arguments)
  end
  vim.api.nvim_create_user_command("A11yTree", function()
    M.open(0)
  end, { desc = "a11y-lsp: the accessibility tree of the view under the cursor, in a split" })
end

--- Shows the server's code lenses in a buffer ("VoiceOver: 9 elements, 2 headings").
function M.show_lenses(bufnr)
  if vim.lsp.codelens.enable then
    pcall(vim.lsp.codelens.enable, true, { bufnr = bufnr })
    return
  end
  local refresh = function()
    if has("nvim-0.10") then
      pcall(vim.lsp.codelens.refresh, { bufnr = bufnr })
    else
      pcall(vim.lsp.codelens.refresh)
    end
  end
  vim.api.nvim_create_autocmd({ "BufEnter", "InsertLeave", "BufWritePost" }, { buffer = bufnr, callback = refresh })
  refresh()
end

return M
