" a11y-lsp for ALE (https://github.com/dense-analysis/ale): accessibility diagnostics
" for SwiftUI and UIKit from the a11y-lsp language server, beside ALE's other Swift
" linters. Put the folder holding ale_linters/ on 'runtimepath' (or copy this file to
" ~/.vim/ale_linters/swift/) and name the linter in g:ale_linters. See ../../README.md.
"
"   let g:ale_swift_a11y_lsp_executable = 'a11y-lsp'          " or a full path
"   let g:ale_swift_a11y_lsp_settings = {'rules': {'long-label': 'off'}}

call ale#Set('swift_a11y_lsp_executable', 'a11y-lsp')
" The keys of .a11y-lsp.json (rules, exclude, previews, tests, platform, …); they win over the file.
call ale#Set('swift_a11y_lsp_settings', {})

" The project a file belongs to: its .a11y-lsp.json, Swift package or git checkout,
" nearest first; else its own folder (ALE starts no server without a root).
function! ale_linters#swift#a11y_lsp#ProjectRoot(buffer) abort
    for l:marker in ['.a11y-lsp.json', 'Package.swift']
        let l:found = ale#path#FindNearestFile(a:buffer, l:marker)

        if !empty(l:found)
            return fnamemodify(l:found, ':h')
        endif
    endfor

    let l:git = ale#path#FindNearestDirectory(a:buffer, '.git')

    if !empty(l:git)
        return fnamemodify(l:git, ':h:h')
    endif

    return expand('#' . a:buffer . ':p:h')
endfunction

call ale#linter#Define('swift', {
\   'name': 'a11y_lsp',
\   'aliases': ['a11y-lsp'],
\   'lsp': 'stdio',
\   'executable': {buffer -> ale#Var(buffer, 'swift_a11y_lsp_executable')},
\   'command': '%e',
\   'project_root': function('ale_linters#swift#a11y_lsp#ProjectRoot'),
\   'language': 'swift',
\   'initialization_options': {buffer -> ale#Var(buffer, 'swift_a11y_lsp_settings')},
\   'lsp_config': {buffer -> {'a11y-lsp': ale#Var(buffer, 'swift_a11y_lsp_settings')}},
\})
